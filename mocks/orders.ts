import { PRODUCTS } from "./data/catalog";
import { BILLING_ADDRESSES, DELIVERY_ADDRESSES } from "./data/customers";
import type { SeedLanguage } from "./data/types";
import { newCart, renderCart, type StockLookup, type StoredCart } from "./cart-engine";

/**
 * Orders as the mock keeps them: the ordered cart itself, so that an order's detail is rendered
 * like a cart (names in the request's language, amounts in the order's currency), plus what the
 * order list needs. The detail answer is our design (spec 3: "Other order fields: not shown").
 */
export interface OrderMeta {
  orderNumber: string;
  customerId: string;
  createdAt: string;
  status: "CONFIRMED" | "PREPARING" | "SHIPPED" | "DELIVERED" | "CANCELLED";
}

export interface OrderRecord extends OrderMeta {
  totalCents: number;
  currencyCode: string;
  itemCount: number;
  shippingMethodKey: string | null;
  cart: StoredCart;
}

const noStock: StockLookup = () => 0;

export function orderRecord(cart: StoredCart, meta: OrderMeta, stockOf: StockLookup = noStock): OrderRecord {
  const rendered = renderCart(cart, "en", stockOf);
  return {
    ...meta,
    totalCents: rendered.totalPrice.centAmount,
    currencyCode: rendered.totalPrice.currencyCode,
    itemCount: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    shippingMethodKey: cart.shippingMethodKey,
    cart,
  };
}

/** One line of GET /customers-self/orders. */
export function orderListItem(order: OrderRecord) {
  return {
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    status: order.status,
    totalPrice: { centAmount: order.totalCents, currencyCode: order.currencyCode },
    itemCount: order.itemCount,
    shippingMethodKey: order.shippingMethodKey,
  };
}

/** GET /customers-self/orders/{orderNumber}: the ordered cart's answer, with where it goes and when. */
export function orderDetail(order: OrderRecord, language: SeedLanguage, locale: string = language) {
  const {
    version: _version,
    id: _id,
    productsNotAdded: _notAdded,
    skusNotAdded: _skus,
    ...rendered
  } = renderCart(order.cart, language, noStock, locale);
  return {
    ...rendered,
    orderNumber: order.orderNumber,
    createdAt: order.createdAt,
    status: order.status,
    deliveryAddress: order.cart.deliveryAddress,
  };
}

/** The test customers' past orders: real lines from the catalogue, paid by card, delivered home or to a store. */
const PAST_ORDERS: (OrderMeta & {
  store: string;
  lines: [number, number][];
  shippingMethodKey: string;
  paymentProduct: string;
  loyaltyType: string | null;
})[] = [
  {
    orderNumber: "AS26000812",
    customerId: "C100001",
    createdAt: "2026-09-14T10:22:00+02:00",
    status: "DELIVERED",
    store: "001",
    lines: [
      [0, 1],
      [3, 2],
    ],
    shippingMethodKey: "NO",
    paymentProduct: "CB",
    loyaltyType: "FID",
  },
  {
    orderNumber: "AS26000233",
    customerId: "C100001",
    createdAt: "2026-03-19T18:05:00+01:00",
    status: "DELIVERED",
    store: "001",
    lines: [
      [5, 1],
      [8, 1],
      [11, 2],
    ],
    shippingMethodKey: "LM",
    paymentProduct: "VISA",
    loyaltyType: "FID",
  },
  {
    orderNumber: "AS26001107",
    customerId: "C100002",
    createdAt: "2026-11-02T09:41:00+01:00",
    status: "SHIPPED",
    store: "005",
    lines: [
      [2, 1],
      [7, 1],
    ],
    shippingMethodKey: "PR",
    paymentProduct: "PAYPAL",
    loyaltyType: "HSP",
  },
];

const stockedSkus = PRODUCTS.flatMap((product) =>
  product.options.flatMap((option) =>
    option.sizes
      .filter((size) => size.stock > 0)
      .slice(0, 1)
      .map((size) => size.sku),
  ),
);

export function pastOrders(customerId: string): OrderRecord[] {
  return PAST_ORDERS.filter((seed) => seed.customerId === customerId).map(
    ({ store, lines, shippingMethodKey, paymentProduct, loyaltyType, ...meta }) => {
      const cart: StoredCart = {
        ...newCart(`ORDER-${meta.orderNumber}`, store),
        customerId,
        loyaltyType,
        status: "ORDERED",
        orderNumber: meta.orderNumber,
        lines: lines.map(([index, quantity], position) => ({
          lineId: `L${position + 1}`,
          sku: stockedSkus[index % stockedSkus.length]!,
          quantity,
          lastModifiedAt: meta.createdAt,
        })),
        shippingMethodKey,
      };
      const billing = BILLING_ADDRESSES.find((entry) => entry.customerId === customerId)!;
      const home =
        DELIVERY_ADDRESSES.find((entry) => entry.customerId === customerId && entry.favorite) ??
        DELIVERY_ADDRESSES.find((entry) => entry.customerId === customerId);
      const person = home
        ? { firstName: home.firstName.toUpperCase(), lastName: home.lastName.toUpperCase() }
        : { firstName: "", lastName: "" };
      const address = (from: {
        line1: string;
        line2: string | null;
        line3: string | null;
        line4: string | null;
        zipCode: string;
        city: string;
        country: string;
      }) => ({
        id: null,
        ...person,
        address1: from.line1,
        address2: from.line2,
        address3: from.line3,
        address4: from.line4,
        zipCode: from.zipCode,
        city: from.city,
        country: from.country,
        phone: null,
        phoneNumberCountry: null,
        addressQuality: null,
        phoneQuality: null,
      });
      cart.billingAddress = address(billing);
      cart.deliveryAddress = shippingMethodKey === "NO" && home ? address(home) : null;
      cart.shippingAddress = { country: billing.country, deliveryPointIdV2: null };
      const total = renderCart(cart, "en", noStock).totalPrice.centAmount;
      cart.payments = [
        {
          paymentId: `P-${meta.orderNumber}`,
          paymentProvider: "ADYEN",
          paymentProduct,
          amount: total,
          status: "Authorised",
        },
      ];
      return orderRecord(cart, meta);
    },
  );
}

/** An in-store e-reservation (designed: spec 2.4 names the page, not the call). */
export interface ReservationRecord {
  reservationId: string;
  customerId: string;
  storeId: string;
  storeName: string;
  createdAt: string;
  pickupBy: string;
  status: "PENDING" | "READY" | "COLLECTED" | "EXPIRED" | "CANCELLED";
  lines: { sku: string; productId: string; optionId: string; size: string; quantity: number }[];
}

/** A document the customer can download: an invoice of an order, a receipt of a store purchase (designed). */
export interface DocumentRecord {
  documentId: string;
  customerId: string;
  type: "INVOICE" | "ETICKET";
  title: string;
  date: string;
  orderNumber: string | null;
}

export function pastReservations(customerId: string, store: { storeId: string; name: string }): ReservationRecord[] {
  if (customerId !== "C100001") return [];
  const line = (index: number) => {
    const product = PRODUCTS[(index * 7) % PRODUCTS.length]!;
    const option = product.options[0]!;
    const size = option.sizes.find((entry) => entry.stock > 0) ?? option.sizes[0]!;
    return { sku: size.sku, productId: product.productId, optionId: option.optionId, size: size.label, quantity: 1 };
  };
  return [
    {
      reservationId: "R26112001",
      customerId,
      storeId: store.storeId,
      storeName: store.name,
      createdAt: "2026-11-20T15:12:00+01:00",
      pickupBy: "2026-11-27",
      status: "READY",
      lines: [line(1), line(2)],
    },
    {
      reservationId: "R26100207",
      customerId,
      storeId: store.storeId,
      storeName: store.name,
      createdAt: "2026-10-02T11:40:00+02:00",
      pickupBy: "2026-10-09",
      status: "COLLECTED",
      lines: [line(3)],
    },
  ];
}

export function pastDocuments(customerId: string): DocumentRecord[] {
  const invoices = PAST_ORDERS.filter((order) => order.customerId === customerId).map((order) => ({
    documentId: `INV-${order.orderNumber}`,
    customerId,
    type: "INVOICE" as const,
    title: order.orderNumber,
    date: order.createdAt.slice(0, 10),
    orderNumber: order.orderNumber,
  }));
  const receipts =
    customerId === "C100001"
      ? [
          {
            documentId: "TIC-20261028-0042",
            customerId,
            type: "ETICKET" as const,
            title: "Paris Opéra",
            date: "2026-10-28",
            orderNumber: null,
          },
        ]
      : [];
  return [...invoices, ...receipts].sort((a, b) => b.date.localeCompare(a.date));
}

import { billingAddressInputSchema, deliveryAddressInputSchema } from "../../../app/features/addresses/schemas";
import { fail, noContent, type MockDb, type Routes, withCustomer } from "../../http";
import { bodyOf, firstQuery, param } from "../../request-info";

type Db = MockDb;

const STREET_MAX = 50;
/** Addresses are stored upper case, street lines cut at 50 characters (spec 5). */
const street = (value: string | null | undefined) => (value ? value.toUpperCase().slice(0, STREET_MAX) : null);

function strip<T extends { id?: unknown; customerId?: unknown }>(record: T) {
  const { customerId: _customerId, ...rest } = record;
  return rest;
}

/** The customer's address book: delivery addresses (one favourite at most) and the one billing address. */
export function registerAddressRoutes(routes: Routes) {
  const addressesOf = (db: Db, customerId: string) => db.deliveryAddresses.where({ customerId }).map(strip);

  routes.get(
    "/customers-self/addresses/delivery",
    withCustomer((db, id) =>
      Object.fromEntries(addressesOf(db, id).map((address: { id: string }) => [address.id, address])),
    ),
  );

  routes.get(
    "/customers-self/addresses",
    withCustomer((db, id, request) => {
      const country = firstQuery(request, "country")?.toUpperCase();
      const all = addressesOf(db, id);
      return {
        deliveryAddresses: country ? all.filter((address: { country: string }) => address.country === country) : all,
      };
    }),
  );

  routes.get(
    "/customers-self/addresses/billing",
    withCustomer((db, id) => {
      const billing = db.billingAddresses.findBy({ customerId: id });
      if (!billing) return fail(404, `No billing address for customer ${id}`);
      const { id: _id, ...rest } = strip(billing);
      return rest;
    }),
  );

  routes.put(
    "/customers-self/addresses/billing",
    withCustomer((db, id, request) => {
      const parsed = billingAddressInputSchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, `Invalid billing address: ${parsed.error.issues[0]?.path.join(".")}`);
      const record = {
        ...parsed.data,
        line1: street(parsed.data.line1),
        line2: street(parsed.data.line2),
        line3: street(parsed.data.line3),
        line4: street(parsed.data.line4),
        city: parsed.data.city.toUpperCase(),
        quality: "VALID",
        customerId: id,
      };
      const existing = db.billingAddresses.findBy({ customerId: id });
      if (existing) db.billingAddresses.update(existing.id, record);
      else db.billingAddresses.insert(record);
      const { customerId: _c, ...rest } = record;
      return rest;
    }),
  );

  const saveDelivery = (db: Db, customerId: string, input: unknown, addressId?: string) => {
    const parsed = deliveryAddressInputSchema.safeParse(input);
    if (!parsed.success) return fail(400, `Invalid delivery address: ${parsed.error.issues[0]?.path.join(".")}`);
    const data = parsed.data;
    if (data.favorite) {
      for (const other of db.deliveryAddresses.where({ customerId }))
        db.deliveryAddresses.update(other.id, { favorite: false });
    }
    const record = {
      ...data,
      firstName: data.firstName.toUpperCase(),
      lastName: data.lastName.toUpperCase(),
      line1: street(data.line1),
      line2: street(data.line2),
      line3: street(data.line3),
      line4: street(data.line4),
      city: data.city.toUpperCase(),
      quality: "VALID",
      phoneNumberQuality: data.phoneNumber ? "VALID" : null,
      customerId,
    };
    const saved = addressId
      ? db.deliveryAddresses.update(addressId, record)
      : db.deliveryAddresses.insert({ ...record, id: `A${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}` });
    return strip(Array.isArray(saved) ? saved[0] : saved);
  };

  routes.post(
    "/customers-self/addresses/deliveries",
    withCustomer((db, id, request) => saveDelivery(db, id, bodyOf(request))),
  );

  routes.put(
    "/customers-self/addresses/delivery/:addressId",
    withCustomer((db, id, request) => {
      const existing = db.deliveryAddresses.findBy({ id: param(request, "addressId"), customerId: id });
      if (!existing) return fail(404, `No delivery address ${param(request, "addressId")}`);
      return saveDelivery(db, id, bodyOf(request), existing.id);
    }),
  );

  routes.delete(
    "/customers-self/addresses/delivery/:addressId",
    withCustomer((db, id, request) => {
      const existing = db.deliveryAddresses.findBy({ id: param(request, "addressId"), customerId: id });
      if (!existing) return fail(404, `No delivery address ${param(request, "addressId")}`);
      db.deliveryAddresses.remove(existing.id);
      return noContent();
    }),
  );
}

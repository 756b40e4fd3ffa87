import { AddToCartForm } from "../features/cart/components/add-to-cart-form";
import { ProductPage } from "../features/catalog/product-page";
import type { ProductPageData } from "../features/catalog/product.server";
import { useShell } from "../features/shell/use-shell";

/**
 * The product page a friendly URL shows, composed with the cart's add-to-cart form and the
 * shopper's stock alerts from the shell: one chunk with the page (friendly-views.ts), so a
 * catalogue or an editorial page loads none of it.
 */
export function FriendlyProductPage({ data }: { data: ProductPageData }) {
  const shell = useShell();
  return <ProductPage data={data} AddToCart={AddToCartForm} alerted={new Set(shell?.alerts ?? [])} />;
}

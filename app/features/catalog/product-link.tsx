import { preload } from "react-dom";
import { Link, type LinkProps } from "react-router";
import { imageSrcSet, imageUrl } from "../catalog-model/image";
import { useProductPictureRatio } from "./picture-ratio";
import { usePrefetchOnIntent } from "../../ui/prefetch-on-intent";

/** The product page's first picture as its `<img>` asks for it (product-page.tsx): the same candidate is chosen. */
export const MAIN_PICTURE_SIZES = "(min-width: 1280px) 50vw, 100vw";

/**
 * A link to a product page that fetches it before the tap (decision 145): its data and route
 * module on intent (hover, focus, touch) or, on a phone, once it is on screen; its first
 * picture on intent, so the page opens with its picture.
 */
export function ProductLink({ picture, ...props }: LinkProps & { picture?: string }) {
  const ratio = useProductPictureRatio();
  const prefetch = usePrefetchOnIntent();
  const preloadPicture = () => {
    if (!picture) return;
    preload(imageUrl(picture, { width: 800, crop: ratio.crop }), {
      as: "image",
      imageSrcSet: imageSrcSet(picture, { crop: ratio.crop }),
      imageSizes: MAIN_PICTURE_SIZES,
    });
  };
  return (
    <Link
      {...props}
      prefetch={prefetch}
      onPointerEnter={preloadPicture}
      onFocus={preloadPicture}
      onTouchStart={preloadPicture}
    />
  );
}

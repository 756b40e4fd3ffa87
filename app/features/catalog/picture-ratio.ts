import { useRootData } from "../../lib/root-data";

/**
 * Product pictures' crop (decision 116): the classic 3:4 or, where the site's
 * `newRatioOnProductPicture` flag is on, the taller 2:3 fashion sites use now. The image service's
 * cropped preset, the `width`/`height` attributes and the boxes' CSS `aspect-ratio` (the
 * `--product-ratio` property set on the body) all follow it, so the page never shifts either way.
 */
export interface PictureRatio {
  crop: "3x4" | "2x3";
  width: number;
  height: number;
  css: string;
}

export const PICTURE_RATIOS = {
  classic: { crop: "3x4", width: 600, height: 800, css: "3 / 4" },
  tall: { crop: "2x3", width: 600, height: 900, css: "2 / 3" },
} as const satisfies Record<string, PictureRatio>;

export function pictureRatio(newRatio: boolean): PictureRatio {
  return newRatio ? PICTURE_RATIOS.tall : PICTURE_RATIOS.classic;
}

export function useProductPictureRatio(): PictureRatio {
  return pictureRatio(useRootData()?.flags.newRatioOnProductPicture ?? false);
}

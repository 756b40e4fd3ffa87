import { useRouteLoaderData } from "react-router";
import { FIRST_PICTURE_WIDTH, FIRST_ROW_CARDS } from "./device";

/**
 * What the root's loader returns, registered by root.tsx (`declare module`), as React Router's
 * own `Register` is: the base names the root's data without importing the root above it.
 */
// biome-ignore lint/suspicious/noEmptyInterface: filled in by root.tsx's module augmentation.
export interface RootDataRegister {}
export type RootData = RootDataRegister extends { data: infer Data } ? Data : never;

/** The root loader's data: locale, origin, site flags, popin proposal, version label. */
export function useRootData(): RootData | undefined {
  return useRouteLoaderData("root") as RootData | undefined;
}

/** The first picture's width for this request's device (R3.33); desktop's before the root has loaded. */
export function useFirstPictureWidth(): number {
  return FIRST_PICTURE_WIDTH[useRootData()?.device ?? "d"];
}

/** How many cards a grid's first row shows on this request's device; desktop's before the root has loaded. */
export function useFirstRowCards(): number {
  return FIRST_ROW_CARDS[useRootData()?.device ?? "d"];
}

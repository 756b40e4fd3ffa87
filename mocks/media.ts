/** Where the mock serves pictures, as the browser reaches them (the storefront proxies /__mock/ locally). */
export const MEDIA_BASE = "/__mock/media";

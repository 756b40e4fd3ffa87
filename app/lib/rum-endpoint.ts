/** Where the browser sends real-user metrics; the edge worker answers it (workers/rum.ts). */
export const RUM_ENDPOINT = "/rum";

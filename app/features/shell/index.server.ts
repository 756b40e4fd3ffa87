// The shell domain's public face on the server: what other domains and the routes use of it.
export { loadShell } from "./shell.server";

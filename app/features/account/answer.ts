import type { z } from "zod";
import type { accountAnswerSchema } from "./answer.server";

/**
 * An account form's answer, as its schema checks it (answer.server.ts): where to go on once done
 * (`next`: the address list after an address is saved), what the customer typed in a refused
 * plain post (`values`), and a deleted stock alert for its undo (`restore`).
 */
export type AccountAnswer = z.infer<typeof accountAnswerSchema>;

/** A deleted stock alert, as its undo re-creates it. */
export type AlertRef = NonNullable<AccountAnswer["restore"]>;

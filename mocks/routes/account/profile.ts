import { isValidIban } from "../../../app/features/account/iban";
import {
  bankStatementSchema,
  customerUpdateSchema,
  passwordChangeSchema,
  preferredStoreSchema,
} from "../../../app/features/account/schemas";
import { TEST_PASSWORD } from "../../data/customers";
import { fail, noContent, type MockDb, type Routes, withCustomer } from "../../http";
import { bodyOf } from "../../request-info";

type Db = MockDb;

function customerRecord(db: Db, customerId: string) {
  const { id: _id, ...customer } = db.customers.find(customerId);
  return customer;
}

/** The customer's account: profile, preferred store, password, deletion and reactivation, bank details. */
export function registerProfileRoutes(routes: Routes) {
  routes.get(
    "/accounts-self/",
    withCustomer((db, id) => customerRecord(db, id)),
  );

  routes.put(
    "/accounts-self/",
    withCustomer((db, id, request) => {
      const body = bodyOf(request);
      const store = preferredStoreSchema.safeParse(body);
      if (store.success) {
        db.customers.update(id, { preferredStore: store.data.preferredStore });
        return customerRecord(db, id);
      }
      const update = customerUpdateSchema.safeParse(body);
      if (!update.success || !body)
        return fail(400, `Invalid profile: ${update.error?.issues[0]?.path.join(".") ?? "body"}`);
      db.customers.update(id, update.data);
      return customerRecord(db, id);
    }),
  );

  routes.delete(
    "/accounts-self/",
    withCustomer((db, id) => {
      db.customers.update(id, { isDeleted: true });
      return noContent();
    }),
  );

  routes.put(
    "/accounts-self/password",
    withCustomer((db, id, request) => {
      const parsed = passwordChangeSchema.safeParse(bodyOf(request));
      if (!parsed.success) return fail(400, "The new password needs at least 8 characters");
      const current = db.customers.find(id).password ?? TEST_PASSWORD;
      if (parsed.data.oldPassword !== current) return fail(400, "Invalid password");
      db.customers.update(id, { password: parsed.data.newPassword, hasPassword: true });
      return noContent();
    }),
  );

  routes.put(
    "/accounts-self/reactivate/",
    withCustomer((db, id) => {
      db.customers.update(id, { isDeleted: false });
      return customerRecord(db, id);
    }),
  );

  routes.get(
    "/customers-self/bankStatements",
    withCustomer((db, id) => ({ iban: db.bankStatements.findBy({ customerId: id })?.iban ?? null })),
  );

  routes.put(
    "/customers-self/bankStatements",
    withCustomer((db, id, request) => {
      const parsed = bankStatementSchema.safeParse(bodyOf(request));
      const iban = parsed.success ? parsed.data.iban : null;
      if (!iban || !isValidIban(iban)) return fail(400, "Invalid IBAN");
      const existing = db.bankStatements.findBy({ customerId: id });
      if (existing) db.bankStatements.update(existing.id, { iban });
      else db.bankStatements.insert({ customerId: id, iban });
      return { iban };
    }),
  );
}

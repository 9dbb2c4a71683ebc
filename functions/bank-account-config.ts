import { type BankAccount, checkBankAccount } from "@shared/payments/bank-account";

/**
 * The account QR-bills pay into, from BANK_IBAN: read once at start with the rest of the
 * configuration, so that a mistyped IBAN stops the function with the variable's name instead of
 * printing bills nobody can pay.
 */
export function readBankAccount(env: NodeJS.ProcessEnv = process.env): BankAccount {
  const check = checkBankAccount(env.BANK_IBAN);
  if (!check.ok) {
    throw new Error(
      `Configuration invalide : BANK_IBAN. ${check.message} ` +
        "(BANK_IBAN must be a Swiss or Liechtenstein IBAN or QR-IBAN with valid check digits.)",
    );
  }
  return check.account;
}

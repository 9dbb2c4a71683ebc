/**
 * npm run cost: the month's bill of the synthesized stacks, fixed, without visitors and at the
 * stated traffic (tools/cost/traffic.ts), at the prices of tools/cost/prices.ts.
 */
import { monthlyBill } from "./bill";
import { countTemplates } from "./count";
import { printBill } from "./print";
import { synthesizedTemplates } from "./templates";
import { TRAFFIC } from "./traffic";

console.log(printBill(monthlyBill(countTemplates(synthesizedTemplates()), TRAFFIC), TRAFFIC));

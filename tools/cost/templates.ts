/** The product's templates, synthesized as `cdk synth` does (offline, functions not bundled). */
import { Template } from "aws-cdk-lib/assertions";
import { synthStacks } from "../../tests/infra/synth";
import type { CfnTemplate } from "./count";

export function synthesizedTemplates(): CfnTemplate[] {
  return Object.values(synthStacks()).map(
    (stack) => Template.fromStack(stack).toJSON() as CfnTemplate,
  );
}

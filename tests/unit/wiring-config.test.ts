import { describe, expect, it } from "vitest";
import { deploymentWiringConfig, getWiringConfig } from "../../functions/config";
import { defineResources, functionEnvironment } from "../../infra/resources";

describe("the wiring's config", () => {
  it("a tool working on a deployment wires the same tables and bus as the deployed functions", () => {
    const resources = defineResources("essai");
    const deployed = functionEnvironment(
      resources,
      {
        senderEmail: "reservations@example.ch",
        providerEmail: "contact@example.ch",
        siteUrl: "https://www.example.ch",
      },
      {},
    );
    expect(deploymentWiringConfig(resources)).toEqual(getWiringConfig(deployed));
  });

  it("names the setting that is missing", () => {
    const { TABLE_PAYMENTS: _left, ...rest } = deploymentWiringConfig(defineResources());
    expect(() => getWiringConfig(rest)).toThrow(/TABLE_PAYMENTS/);
  });
});

/** Wipes everything the emulator holds (moto: POST /moto-api/reset), then provisions again. */
import { defineResources, type Resources } from "../infra/resources";
import { type Provisioned, provision } from "./provision";

export async function resetEmulatorState(
  endpoint: string,
  resources: Resources = defineResources(),
): Promise<Provisioned> {
  const res = await fetch(`${endpoint}/moto-api/reset`, { method: "POST" });
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`Emulator reset failed: HTTP ${res.status}`);
  return provision(endpoint, resources);
}

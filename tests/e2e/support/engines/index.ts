/** Opens an engine's browser for the engine-neutral journeys (./driver.ts says how). */
import { openChromium } from "./chromium";
import type { Engine, EngineBrowser } from "./driver";
import { openGecko } from "./gecko";
import { openWebKit } from "./webkit";

export type { LocatorLike, PageLike } from "./driver";
export { ENGINES, type Engine, type EngineBrowser, EnginePage } from "./driver";

export function openEngine(engine: Engine): Promise<EngineBrowser> {
  switch (engine) {
    case "chromium":
      return openChromium();
    case "webkit":
      return openWebKit();
    case "gecko":
      return openGecko();
  }
}

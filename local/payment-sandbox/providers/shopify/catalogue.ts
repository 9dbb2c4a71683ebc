/**
 * The shop's products as the sandbox seeds them: one per product type of the spec (section 9),
 * at its fixed price, each with Shopify's single "Default Title" variant (a product without
 * options has exactly one). Ids are numeric, as Shopify's are, behind their global ids.
 */
import {
  PRODUCT_TYPE_PRICES_CENTIMES,
  PRODUCT_TYPES,
  type ProductType,
} from "../../../../shared/payments/product-types";

export interface CatalogueVariant {
  /** gid://shopify/ProductVariant/N */
  id: string;
  title: string;
  sku: string;
  priceCentimes: number;
  availableForSale: boolean;
}

export interface CatalogueProduct {
  /** gid://shopify/Product/N */
  id: string;
  handle: string;
  title: string;
  description: string;
  productType: string;
  variants: CatalogueVariant[];
}

const SEED: Record<ProductType, { handle: string; title: string; description: string }> = {
  "vtt-groupe": {
    handle: "sortie-vtt-en-groupe",
    title: "Sortie VTT en groupe",
    description: "Sortie guidée en groupe de 8 personnes au plus, autour de Saint-Cergue.",
  },
  "vtt-electrique": {
    handle: "sortie-vtt-electrique",
    title: "Sortie VTT électrique",
    description: "Sortie guidée à vélo électrique dans le Parc Jura vaudois.",
  },
  "coaching-individuel": {
    handle: "coaching-vtt-individuel",
    title: "Coaching VTT individuel",
    description: "Une à trois heures de coaching personnalisé, à votre rythme.",
  },
  entreprise: {
    handle: "sortie-entreprise",
    title: "Sortie entreprise",
    description: "Une demi-journée ou une journée de sortie pour votre équipe.",
  },
};

/** Product N and its variant share the last digits, so a test can tell them apart at a glance. */
const PRODUCT_ID_BASE = 9_016_543_210_000;
const VARIANT_ID_BASE = 47_016_543_210_000;

export const productGid = (n: number) => `gid://shopify/Product/${n}`;
export const variantGid = (n: number) => `gid://shopify/ProductVariant/${n}`;

/** The numeric id at the end of a global id (the REST payloads carry numbers). */
export function legacyId(gid: string): number {
  return Number(gid.slice(gid.lastIndexOf("/") + 1));
}

export function seedCatalogue(): CatalogueProduct[] {
  return PRODUCT_TYPES.map((productType, i) => {
    const seed = SEED[productType];
    return {
      id: productGid(PRODUCT_ID_BASE + i + 1),
      handle: seed.handle,
      title: seed.title,
      description: seed.description,
      productType,
      variants: [
        {
          id: variantGid(VARIANT_ID_BASE + i + 1),
          title: "Default Title",
          sku: `JVV-${productType.toUpperCase()}`,
          priceCentimes: PRODUCT_TYPE_PRICES_CENTIMES[productType],
          availableForSale: true,
        },
      ],
    };
  });
}

export function findVariant(
  catalogue: CatalogueProduct[],
  variantId: string,
): { product: CatalogueProduct; variant: CatalogueVariant } | undefined {
  for (const product of catalogue) {
    const variant = product.variants.find((v) => v.id === variantId);
    if (variant) return { product, variant };
  }
  return undefined;
}

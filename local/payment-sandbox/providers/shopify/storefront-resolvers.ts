/**
 * What the Storefront schema's fields resolve to: the catalogue's products and variants, and
 * carts, as graphql-js root values (a field with arguments is a function of them).
 */
import { escapeHtml } from "../../../../shared/escape-html";
import type { CartInput, CartLineRecord, CartRecord, CartUserError, CartWarning } from "./cart";
import { cartTotalCentimes } from "./cart";
import type { CatalogueProduct, CatalogueVariant } from "./catalogue";
import { type ConnectionArgs, connection, money } from "./graphql-values";

function variantNode(product: CatalogueProduct, variant: CatalogueVariant) {
  return {
    __typename: "ProductVariant",
    id: variant.id,
    title: variant.title,
    sku: variant.sku,
    availableForSale: variant.availableForSale,
    price: money(variant.priceCentimes),
    product: () => productNode(product),
  };
}

function productNode(product: CatalogueProduct) {
  return {
    id: product.id,
    handle: product.handle,
    title: product.title,
    description: ({ truncateAt }: { truncateAt?: number | null }) =>
      truncateAt ? product.description.slice(0, truncateAt) : product.description,
    descriptionHtml: `<p>${escapeHtml(product.description)}</p>`,
    productType: product.productType,
    availableForSale: product.variants.some((variant) => variant.availableForSale),
    variants: (args: ConnectionArgs) =>
      connection(
        product.variants.map((variant) => variantNode(product, variant)),
        args,
      ),
  };
}

function lineNode(line: CartLineRecord) {
  const total = line.variant.priceCentimes * line.quantity;
  return {
    __typename: "CartLine",
    id: line.id,
    quantity: line.quantity,
    merchandise: variantNode(line.product, line.variant),
    attributes: line.attributes,
    cost: {
      totalAmount: money(total),
      subtotalAmount: money(total),
      amountPerQuantity: money(line.variant.priceCentimes),
    },
  };
}

function cartNode(cart: CartRecord) {
  const total = money(cartTotalCentimes(cart));
  return {
    id: cart.id,
    checkoutUrl: cart.checkoutUrl,
    createdAt: cart.createdAt,
    updatedAt: cart.updatedAt,
    note: cart.note,
    totalQuantity: cart.lines.reduce((sum, line) => sum + line.quantity, 0),
    attributes: cart.attributes,
    attribute: ({ key }: { key: string }) => cart.attributes.find((a) => a.key === key) ?? null,
    buyerIdentity: cart.buyerIdentity,
    cost: { totalAmount: total, subtotalAmount: total, checkoutChargeAmount: total },
    lines: (args: ConnectionArgs) => connection(cart.lines.map(lineNode), args),
  };
}

/** The cart as the control listing shows it: every field the API could return, as plain JSON. */
export function cartJson(cart: CartRecord) {
  const { lines, attribute, ...fields } = cartNode(cart);
  return {
    ...fields,
    lines: cart.lines.map((line) => {
      const { merchandise, ...rest } = lineNode(line);
      const { product, ...variant } = merchandise;
      return { ...rest, merchandise: { ...variant, product: { id: line.product.id } } };
    }),
  };
}

export interface StorefrontRoot {
  catalogue(): CatalogueProduct[];
  createCart(input: CartInput): {
    cart: CartRecord | null;
    userErrors: CartUserError[];
    warnings: CartWarning[];
  };
}

export function storefrontRootValue(root: StorefrontRoot) {
  return {
    products: (args: ConnectionArgs) => connection(root.catalogue().map(productNode), args),
    cartCreate: ({ input }: { input?: CartInput | null }) => {
      const result = root.createCart(input ?? {});
      return { ...result, cart: result.cart ? cartNode(result.cart) : null };
    },
  };
}

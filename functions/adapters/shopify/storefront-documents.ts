/**
 * The two Storefront API documents we send (version 2026-10). Spec section 7: the first 10
 * products with their first 5 variants; a cart of one line (checkoutCreate was shut off on
 * 2025-04-01: cartCreate and its checkoutUrl replace it).
 */

export const PRODUCTS_QUERY = /* GraphQL */ `
  query Products {
    products(first: 10) {
      nodes {
        id
        title
        description
        productType
        variants(first: 5) {
          nodes {
            id
            title
            availableForSale
            price {
              amount
              currencyCode
            }
          }
        }
      }
    }
  }
`;

export interface ProductsResult {
  products: {
    nodes: {
      id: string;
      title: string;
      description: string;
      productType: string;
      variants: {
        nodes: {
          id: string;
          title: string;
          availableForSale: boolean;
          price: { amount: string; currencyCode: string };
        }[];
      };
    }[];
  };
}

export const CART_CREATE_MUTATION = /* GraphQL */ `
  mutation CartCreate($input: CartInput!) {
    cartCreate(input: $input) {
      cart {
        id
        checkoutUrl
        cost {
          totalAmount {
            amount
            currencyCode
          }
        }
        attributes {
          key
          value
        }
      }
      userErrors {
        field
        message
        code
      }
      warnings {
        code
        message
        target
      }
    }
  }
`;

export interface CartCreateResult {
  cartCreate: {
    cart: {
      id: string;
      checkoutUrl: string;
      cost: { totalAmount: { amount: string; currencyCode: string } };
      attributes: { key: string; value: string | null }[];
    } | null;
    userErrors: { field: string[] | null; message: string; code: string | null }[];
    warnings: { code: string; message: string; target: string }[];
  } | null;
}

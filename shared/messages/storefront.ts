/** The storefront's texts (spec section 8, verbatim): what the visitor reads, and the defaults. */
export const STOREFRONT_MESSAGES = {
  /** Shown when the products cannot be loaded (toast « Erreur »). */
  productsUnavailable: "Impossible de charger les produits Shopify",
  /** The error's own text when the failure says nothing more. */
  productsDefault: "Erreur lors du chargement des produits",
  /** Shown when the cart cannot be created (toast « Erreur de paiement »). */
  cartUnavailable: "Impossible de créer le panier. Veuillez réessayer.",
  /** The error's own text when Shopify gives no user error. */
  cartDefault: "Erreur lors de la création du panier",
  productNotFound: "Produit non trouvé",
  productUnavailable: "Ce produit n'est pas disponible actuellement",
} as const;

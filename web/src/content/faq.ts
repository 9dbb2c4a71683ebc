export interface FaqEntry {
  id: string;
  question: string;
  answer: string;
}

export const FAQ_ENTRIES: readonly FaqEntry[] = [
  {
    id: "saison",
    question: "Quelle est la saison des sorties VTT électrique ?",
    answer:
      "Nos sorties VTT électrique ont lieu d'avril à novembre, selon la météo. En hiver, nous proposons des activités d'hiver (raquettes, balades dans la neige).",
  },
  {
    id: "niveau",
    question: "Faut-il être sportif pour participer ?",
    answer:
      "Non. L'assistance électrique rend les montées accessibles et nos formules vont de la découverte (environ 3 heures) à l'aventure (environ 6 heures). Le guide adapte le rythme au groupe.",
  },
  {
    id: "velo",
    question: "Dois-je avoir mon propre vélo électrique ?",
    answer:
      "Vous pouvez venir avec votre VTT électrique ou en louer un : indiquez-le lors de l'inscription et nous organisons la location avec un loueur de la région.",
  },
  {
    id: "casque",
    question: "Quel équipement faut-il prévoir ?",
    answer:
      "Le casque est obligatoire (nous pouvons en prêter un sur demande). Prévoyez des vêtements adaptés à la météo, de bonnes chaussures, de l'eau et une petite collation.",
  },
  {
    id: "groupe",
    question: "Combien de personnes y a-t-il dans un groupe ?",
    answer: "Huit personnes au maximum par guide, pour que chacun roule à son aise et en sécurité.",
  },
  {
    id: "annulation",
    question: "Puis-je annuler mon inscription ?",
    answer:
      "L'annulation est gratuite jusqu'à 72 heures avant le départ. Passé ce délai, ou en cas d'absence, le prix de la sortie reste dû.",
  },
  {
    id: "meteo",
    question: "Que se passe-t-il en cas de mauvais temps ?",
    answer:
      "Si la météo rend la sortie dangereuse, nous la reportons ou l'annulons et vous proposons une autre date ou le remboursement.",
  },
  {
    id: "assurance",
    question: "Suis-je assuré pendant la sortie ?",
    answer:
      "Chaque participant doit avoir sa propre assurance accident et responsabilité civile. Vérifiez votre couverture avant de vous inscrire.",
  },
];

/** Structured data (schema.org FAQPage) for search engines, injected on /faq. */
export function faqJsonLd() {
  return {
    "@context": "https://schema.org",
    "@type": "FAQPage",
    mainEntity: FAQ_ENTRIES.map((entry) => ({
      "@type": "Question",
      name: entry.question,
      acceptedAnswer: { "@type": "Answer", text: entry.answer },
    })),
  };
}

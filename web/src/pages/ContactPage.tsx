import { ContactSection } from "./sections/ContactSection";

export default function ContactPage() {
  return <ContactSection headingLevel={1} />;
}

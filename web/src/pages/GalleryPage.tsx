import { GallerySection } from "./sections/GallerySection";

export default function GalleryPage() {
  return <GallerySection headingLevel={1} />;
}

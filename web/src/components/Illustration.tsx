import type { ContentImage } from "../content/image";

/**
 * An image from the content data. Width and height reserve its space (no layout shift); images
 * below the fold load lazily, the hero eagerly and first.
 */
export function Illustration({
  image,
  priority = false,
  className,
}: {
  image: ContentImage;
  priority?: boolean;
  className?: string;
}) {
  return (
    <img
      className={className}
      src={image.src}
      alt={image.alt}
      width={image.width}
      height={image.height}
      loading={priority ? "eager" : "lazy"}
      decoding={priority ? "sync" : "async"}
      fetchPriority={priority ? "high" : undefined}
    />
  );
}

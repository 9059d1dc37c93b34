import { imagePath, imageSrcSet, type StoredImage } from "#domain";

type ResponsiveImageProps = {
  image: StoredImage;
  alt: string;
  className: string;
  /** The box the picture fills (CSS fits the picture into it): no layout shift while it loads. */
  width: number;
  height: number;
  /** How wide the picture is drawn, for the browser's choice among the widths. */
  sizes: string;
  /** The page's main picture: loaded at once and first; everything else waits until it is near. */
  priority?: boolean;
};

/** A stored picture in AVIF, WebP and JPEG, each in every width; the browser picks one. */
export function ResponsiveImage({
  image,
  alt,
  className,
  width,
  height,
  sizes,
  priority = false,
}: ResponsiveImageProps) {
  // The fallback `src` for browsers without srcset: the widest up to 640 px.
  const fallback = [...image.widths].reverse().find((w) => w <= 640) ?? image.widths[0]!;
  return (
    <picture>
      <source type="image/avif" srcSet={imageSrcSet(image, "avif")} sizes={sizes} />
      <source type="image/webp" srcSet={imageSrcSet(image, "webp")} sizes={sizes} />
      <img
        className={className}
        src={imagePath({ hash: image.hash, width: fallback, format: "jpeg" })}
        srcSet={imageSrcSet(image, "jpeg")}
        sizes={sizes}
        alt={alt}
        width={width}
        height={height}
        loading={priority ? "eager" : "lazy"}
        fetchPriority={priority ? "high" : undefined}
        decoding={priority ? "sync" : "async"}
      />
    </picture>
  );
}

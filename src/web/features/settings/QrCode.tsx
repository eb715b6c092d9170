import { useEffect, useState } from "react";
import { Skeleton } from "@web/ui/skeleton";

/** Renders `value` (an otpauth:// URI) as a QR code image, drawn in the browser (the encoder is fetched with the first code, not with Settings). */
export function QrCode({ value, alt }: { value: string; alt: string }) {
  const [src, setSrc] = useState<string>();
  useEffect(() => {
    let live = true;
    import("qrcode")
      .then(({ toDataURL }) => toDataURL(value, { margin: 1, width: 192, errorCorrectionLevel: "M" }))
      .then(
      (url) => live && setSrc(url),
      () => live && setSrc(undefined),
    );
    return () => {
      live = false;
    };
  }, [value]);
  return src ? (
    <img src={src} alt={alt} width={192} height={192} className="size-48 rounded-lg border bg-white p-1" />
  ) : (
    <Skeleton rounded="lg" className="size-48" />
  );
}

import { useEffect, useState } from "react";

/**
 * The payment address as a QR code for a phone wallet to scan (issue 17), drawn by the `qrcode` library,
 * which loads only here. It encodes the bare address: every wallet of every chain reads that, while the
 * payment-URI schemes (BIP-21, EIP-681 for tokens) differ per chain and wallet.
 */
export function AddressQr({ address, currency }: { address: string; currency: string }) {
  const [svg, setSvg] = useState<string | null>(null);
  const [failed, setFailed] = useState(false);
  useEffect(() => {
    let current = true;
    import("qrcode")
      .then((qr) =>
        qr.toString(address, {
          type: "svg",
          margin: 1,
          errorCorrectionLevel: "M",
          color: { dark: "#020617", light: "#ffffff" },
        }),
      )
      .then((text) => current && setSvg(text))
      .catch((error: unknown) => {
        console.error("QR code failed", error);
        if (current) setFailed(true);
      });
    return () => {
      current = false;
    };
  }, [address]);
  if (failed) return null;
  return (
    <figure className="flex flex-col items-center gap-2">
      {svg ? (
        <img
          src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`}
          alt={`QR code of the ${currency} payment address`}
          width={176}
          height={176}
          className="rounded-lg bg-white p-1"
          data-testid="payment-qr"
        />
      ) : (
        <span className="block size-44 animate-pulse rounded-lg bg-slate-800" aria-hidden />
      )}
      <figcaption className="text-xs text-slate-400">Scan with your wallet app</figcaption>
    </figure>
  );
}

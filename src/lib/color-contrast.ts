/**
 * WCAG 2.2 contrast of CSS colours as the theme writes them (hex, or oklch() as Tailwind's defaults are):
 * used to prove the palette (src/palette-contrast.test.ts).
 */
export interface Rgba {
  r: number;
  g: number;
  b: number;
  /** 0–1 */
  a: number;
}

const toLinear = (c: number) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4);
const toGamma = (c: number) => (c <= 0.0031308 ? 12.92 * c : 1.055 * c ** (1 / 2.4) - 0.055);
const clamp01 = (v: number) => Math.min(1, Math.max(0, v));

/** OKLCH (lightness 0–1) to sRGB channels 0–1, clipped to the gamut as a browser draws it. */
function oklchToRgb(l: number, c: number, hue: number): [number, number, number] {
  const a = c * Math.cos((hue * Math.PI) / 180);
  const b = c * Math.sin((hue * Math.PI) / 180);
  const l3 = (l + 0.3963377774 * a + 0.2158037573 * b) ** 3;
  const m3 = (l - 0.1055613458 * a - 0.0638541728 * b) ** 3;
  const s3 = (l - 0.0894841775 * a - 1.291485548 * b) ** 3;
  const linear = [
    4.0767416621 * l3 - 3.3077115913 * m3 + 0.2309699292 * s3,
    -1.2684380046 * l3 + 2.6097574011 * m3 - 0.3413193965 * s3,
    -0.0041960863 * l3 - 0.7034186147 * m3 + 1.707614701 * s3,
  ] as const;
  return [toGamma(clamp01(linear[0])), toGamma(clamp01(linear[1])), toGamma(clamp01(linear[2]))];
}

/** `#rgb`, `#rrggbb`, `oklch(L% C H)`, `white`, `black`; throws on anything else, so a new form is noticed. */
export function parseColor(value: string): Rgba {
  const css = value.trim().toLowerCase();
  if (css === 'white' || css === '#fff') return { r: 1, g: 1, b: 1, a: 1 };
  if (css === 'black' || css === '#000') return { r: 0, g: 0, b: 0, a: 1 };
  const hex = css.match(/^#([0-9a-f]{6})$/);
  if (hex?.[1]) {
    const n = parseInt(hex[1], 16);
    return { r: (n >> 16) / 255, g: ((n >> 8) & 255) / 255, b: (n & 255) / 255, a: 1 };
  }
  const oklch = css.match(/^oklch\(\s*([\d.]+)%\s+([\d.]+)\s+([\d.]+)\s*\)$/);
  if (oklch) {
    const [r, g, b] = oklchToRgb(Number(oklch[1]) / 100, Number(oklch[2]), Number(oklch[3]));
    return { r, g, b, a: 1 };
  }
  throw new Error(`color-contrast: cannot read the colour ${value}`);
}

export function withAlpha(color: Rgba, alpha: number): Rgba {
  return { ...color, a: color.a * alpha };
}

/** `top` drawn over an opaque `bottom`. */
export function composite(top: Rgba, bottom: Rgba): Rgba {
  const mix = (t: number, u: number) => t * top.a + u * (1 - top.a);
  return { r: mix(top.r, bottom.r), g: mix(top.g, bottom.g), b: mix(top.b, bottom.b), a: 1 };
}

export function relativeLuminance({ r, g, b }: Rgba): number {
  return 0.2126 * toLinear(r) + 0.7152 * toLinear(g) + 0.0722 * toLinear(b);
}

/** WCAG contrast ratio (1–21) of `foreground` drawn over an opaque `background`. */
export function contrastRatio(foreground: Rgba, background: Rgba): number {
  const fg = relativeLuminance(composite(foreground, background));
  const bg = relativeLuminance(background);
  return (Math.max(fg, bg) + 0.05) / (Math.min(fg, bg) + 0.05);
}

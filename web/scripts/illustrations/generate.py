"""Draws the site's flat illustrations (Jura ridges, forest, Lake Geneva, e-bikes, snow).

Run: python3 web/scripts/illustrations/generate.py  (writes web/public/illustrations/*.svg).
One palette, shared with the rest of the site. No text inside images.
"""
from pathlib import Path

OUT = Path(__file__).resolve().parents[2] / "public" / "illustrations"
FOREST, LEAF, MEADOW, MIST, LAKE, LIME, SUN = (
    "#1f4d2b", "#3b7d4f", "#8fbf7a", "#e9efe4", "#2d6a8f", "#f2e8d5", "#c9702b")
W, H = 800, 500


def svg(body: str) -> str:
    return (f'<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 {W} {H}" '
            f'width="{W}" height="{H}" aria-hidden="true">{body}</svg>\n')


def sky(color=MIST, sun=True, sun_x=640, sun_y=110):
    s = f'<rect width="{W}" height="{H}" fill="{color}"/>'
    if sun:
        s += f'<circle cx="{sun_x}" cy="{sun_y}" r="48" fill="{SUN}" opacity=".85"/>'
    return s


def ridges(far=MEADOW, near=LEAF, snow=False):
    s = (f'<path d="M0 250 L120 190 L230 225 L360 160 L470 210 L590 170 L700 205 L800 180 '
         f'L800 {H} L0 {H}Z" fill="{far}"/>')
    if snow:
        s += ('<path d="M330 176 L360 160 L392 178 L372 182 L360 174 L346 184Z" fill="#fff"/>'
              '<path d="M560 182 L590 170 L620 184 L600 188 L590 180 L576 190Z" fill="#fff"/>')
    s += (f'<path d="M0 300 L150 250 L290 285 L430 240 L580 285 L700 255 L800 275 '
          f'L800 {H} L0 {H}Z" fill="{near}"/>')
    return s


def lake(y=300):
    return (f'<path d="M0 {y} Q200 {y-18} 400 {y} T800 {y} L800 {y+50} Q400 {y+70} 0 {y+50}Z" '
            f'fill="{LAKE}"/><path d="M120 {y+18} h90 M420 {y+28} h120 M640 {y+16} h70" '
            f'stroke="{MIST}" stroke-width="4" stroke-linecap="round" opacity=".7"/>')


def ground(color=FOREST, y=380):
    return f'<path d="M0 {y} Q400 {y-40} 800 {y} L800 {H} L0 {H}Z" fill="{color}"/>'


def tree(x, y, h=90, color=FOREST):
    w = h * 0.45
    return (f'<path d="M{x} {y-h} L{x+w} {y-h*0.35} L{x+w*0.55} {y-h*0.35} L{x+w*0.85} {y} '
            f'L{x-w*0.85} {y} L{x-w*0.55} {y-h*0.35} L{x-w} {y-h*0.35}Z" fill="{color}"/>'
            f'<rect x="{x-5}" y="{y}" width="10" height="14" fill="#5b3a1e"/>')


def forest(xs, y, h=90, color=FOREST):
    return "".join(tree(x, y, h, color) for x in xs)


def rider(x, y, jacket=SUN, scale=1.0, bike=LIME):
    """An e-bike rider seen from the side; (x, y) is the rear wheel's contact point."""
    r = 26 * scale
    fx = x + 80 * scale
    cy = y - r
    s = (f'<g stroke="{bike}" stroke-width="{5*scale}" fill="none" stroke-linecap="round">'
         f'<circle cx="{x}" cy="{cy}" r="{r}"/><circle cx="{fx}" cy="{cy}" r="{r}"/>'
         f'<path d="M{x} {cy} L{x+34*scale} {cy} L{x+64*scale} {cy-34*scale} L{x+22*scale} {cy-34*scale} Z '
         f'M{x+34*scale} {cy} L{x+22*scale} {cy-42*scale} M{x+64*scale} {cy-34*scale} L{fx} {cy} '
         f'M{x+64*scale} {cy-34*scale} L{x+62*scale} {cy-48*scale}"/></g>'
         f'<rect x="{x+24*scale}" y="{cy-30*scale}" width="{18*scale}" height="{12*scale}" rx="{3*scale}" fill="{LAKE}"/>'
         f'<path d="M{x+22*scale} {cy-46*scale} L{x+40*scale} {cy-88*scale} L{x+58*scale} {cy-82*scale} '
         f'L{x+62*scale} {cy-50*scale}" stroke="{jacket}" stroke-width="{14*scale}" fill="none" stroke-linecap="round" stroke-linejoin="round"/>'
         f'<path d="M{x+24*scale} {cy-44*scale} L{x+44*scale} {cy-20*scale} L{x+36*scale} {cy-4*scale}" '
         f'stroke="{FOREST}" stroke-width="{10*scale}" fill="none" stroke-linecap="round"/>'
         f'<circle cx="{x+46*scale}" cy="{cy-104*scale}" r="{12*scale}" fill="#e8b98f"/>'
         f'<path d="M{x+32*scale} {cy-106*scale} Q{x+46*scale} {cy-126*scale} {x+60*scale} {cy-106*scale}Z" fill="{LAKE}"/>')
    return s


def walker(x, y, jacket=SUN, poles=True, scale=1.0):
    s = (f'<path d="M{x} {y} L{x+10*scale} {y-40*scale} L{x+22*scale} {y} M{x+10*scale} {y-40*scale} '
         f'L{x+10*scale} {y-86*scale}" stroke="{FOREST}" stroke-width="{10*scale}" stroke-linecap="round" fill="none"/>'
         f'<path d="M{x+10*scale} {y-84*scale} L{x+10*scale} {y-44*scale}" stroke="{jacket}" stroke-width="{18*scale}" stroke-linecap="round"/>'
         f'<circle cx="{x+10*scale}" cy="{y-102*scale}" r="{11*scale}" fill="#e8b98f"/>')
    if poles:
        s += (f'<path d="M{x-8*scale} {y+2*scale} L{x+2*scale} {y-62*scale} M{x+30*scale} {y+2*scale} '
              f'L{x+20*scale} {y-62*scale}" stroke="{LIME}" stroke-width="{4*scale}" stroke-linecap="round"/>')
    return s


def snowflakes():
    pts = [(90, 80), (210, 140), (330, 60), (470, 120), (560, 50), (720, 140), (150, 210), (620, 230)]
    return "".join(f'<circle cx="{x}" cy="{y}" r="6" fill="#fff"/>' for x, y in pts)


SCENES = {
    "hero-jura-leman": sky() + ridges() + lake(290) + ground() + forest([60, 130, 700, 760], 380, 110)
    + rider(250, 430, SUN) + rider(420, 440, LIME, bike=MIST) + rider(560, 430, MEADOW),
    "sortie-groupe": sky(sun_x=140) + ridges() + ground(LEAF, 360) + forest([640, 710, 770], 370, 120)
    + rider(140, 440, SUN) + rider(300, 450, MEADOW) + rider(460, 440, LIME, bike=MIST),
    "coaching": sky(LIME) + ridges(MEADOW, LEAF) + ground(FOREST, 380) + forest([80, 150], 380, 100)
    + rider(330, 450, SUN, 1.3) + walker(600, 440, LAKE, poles=False, scale=1.1),
    "entreprise": sky(sun_x=680) + ridges() + lake(290) + ground(LEAF, 380)
    + rider(60, 450, SUN, 0.8) + rider(200, 455, MEADOW, 0.8) + rider(340, 450, LIME, 0.8, bike=MIST)
    + rider(480, 455, SUN, 0.8) + rider(620, 450, LAKE, 0.8),
    "randonnee-nature": sky() + ridges() + ground(FOREST, 380) + forest([90, 170, 250], 380, 120, LEAF)
    + walker(430, 450, SUN) + walker(520, 455, LAKE) + walker(610, 450, MEADOW),
    "bien-etre": sky(LIME, sun_x=400, sun_y=150) + ridges(MEADOW, LEAF) + lake(300) + ground(FOREST, 390)
    + '<circle cx="400" cy="360" r="70" fill="#3b7d4f" opacity=".6"/>'
    + walker(385, 430, SUN, poles=False, scale=1.2),
    "hiver": sky("#dfe8ef", sun_x=150) + snowflakes() + ridges("#ffffff", "#cfdce6", snow=True)
    + ground("#ffffff", 390) + forest([620, 690, 760], 390, 110, FOREST)
    + walker(220, 460, SUN) + rider(350, 470, LAKE, bike=FOREST),
    "niveaux": sky() + '<path d="M0 420 L260 330 L520 240 L800 140 L800 500 L0 500Z" fill="#3b7d4f"/>'
    + '<path d="M0 470 L800 330 L800 500 L0 500Z" fill="#1f4d2b"/>'
    + rider(120, 420, SUN, 0.8) + rider(380, 330, MEADOW, 0.8) + rider(630, 240, LIME, 0.8, bike=MIST),
    "sentier-perdu": sky(LIME) + ridges() + ground(FOREST, 380) + forest([120, 660, 730], 380, 120)
    + '<path d="M330 500 Q380 420 440 400 Q500 380 470 330" stroke="#f2e8d5" stroke-width="26" fill="none" stroke-linecap="round"/>'
    + '<circle cx="470" cy="300" r="20" fill="#c9702b"/>',
}


def main() -> None:
    OUT.mkdir(parents=True, exist_ok=True)
    for name, body in SCENES.items():
        (OUT / f"{name}.svg").write_text(svg(body), encoding="utf-8")
        print(name)


if __name__ == "__main__":
    main()

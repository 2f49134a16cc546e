// The OLED on the web page (web/page.js): the firmware's displayio
// stand-ins (1-bit bitmaps shown through TileGrids, tools/sim/pixels.py)
// drawn pixel for pixel on a canvas at `scale` canvas pixels a panel pixel,
// as the desktop simulator draws them. `dark` is an unlit pixel's colour.

export const W = 128, H = 64;
const lit = new Uint8Array(W * H);

function mono(rgb) {  // displayio's 1-bit grayscale: luma at least half
  const r = rgb >> 16, g = (rgb >> 8) & 255, b = rgb & 255;
  return (r * 299 + g * 587 + b * 114) / 1000 >= 128 ? 1 : 0;
}

function put(x, y, v) { if (x >= 0 && x < W && y >= 0 && y < H) lit[y * W + x] = v; }

export function drawOled(canvas, state, scale, dark) {
  lit.fill(0);
  const bitmaps = state.bitmaps.map((b) => ({ ...b, bytes: Uint8Array.from(b.pixels.match(/../g), (h) => parseInt(h, 16)) }));
  for (const grid of state.oled) {  // displayio TileGrids: tiles of a 1-bit bitmap (tools/sim/pixels.py)
    const bitmap = bitmaps[grid.bitmap], across = bitmap.width / grid.tile_width;
    const shade = grid.colours.map(mono);
    grid.tiles.forEach((tile, k) => {
      const left = grid.x + (k % grid.width) * grid.tile_width, top = grid.y + Math.floor(k / grid.width) * grid.tile_height;
      const sx = (tile % across) * grid.tile_width, sy = Math.floor(tile / across) * grid.tile_height;
      for (let j = 0; j < grid.tile_height; j++) {
        for (let i = 0; i < grid.tile_width; i++) {
          const x = sx + i, at = (sy + j) * bitmap.stride + (x >> 3);
          put(left + i, top + j, shade[(bitmap.bytes[at] >> (7 - (x & 7))) & 1]);
        }
      }
    });
  }
  // tools/sim/pictures.py oled_picture: lit pixels dimmer at low contrast, never black
  const level = 96 + Math.floor(Math.round(255 * state.contrast) * 159 / 255);
  const image = new ImageData(W, H);
  for (let i = 0; i < W * H; i++) {
    const c = lit[i] ? [level, level, level] : dark;
    image.data.set([c[0], c[1], c[2], 255], 4 * i);
  }
  const small = drawOled.small || (drawOled.small = new OffscreenCanvas(W, H));
  small.getContext("2d").putImageData(image, 0, 0);
  const ctx = canvas.getContext("2d");
  ctx.imageSmoothingEnabled = false;
  ctx.drawImage(small, 0, 0, W * scale, H * scale);
}

export function oledBits(canvas, scale, dark) {  // what the canvas shows, one 0/1 per panel pixel (tests)
  const data = canvas.getContext("2d").getImageData(0, 0, W * scale, H * scale).data;
  let out = "";
  for (let y = 0; y < H; y++) for (let x = 0; x < W; x++) {
    const at = 4 * ((y * scale + (scale >> 1)) * W * scale + x * scale + (scale >> 1));
    out += data[at] > dark[0] ? "1" : "0";
  }
  return out;
}

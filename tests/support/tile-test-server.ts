import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';

export type TileTestServer = {
  /** The MAP_TILE_URL template that points the app at this server. */
  tileUrl: string;
  /** Tiles served so far: the tests see that the map really drew from here. */
  served(): number;
  stop(): Promise<void>;
};

/**
 * A stand-in for an OpenStreetMap tile server on a free loopback port: every /{z}/{x}/{y}.png is
 * the same light 256 px tile with a faint grid, so maps in tests draw without any request leaving
 * the machine (docs/decisions/0027-map-picker.md).
 */
export async function startTileTestServer(): Promise<TileTestServer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256">
    <rect width="256" height="256" fill="#eef0e6"/>
    <path d="M0 .5H256M.5 0V256M0 128.5H256M128.5 0V256" stroke="#d6dacb" stroke-width="1"/>
  </svg>`;
  const tile = await sharp(Buffer.from(svg)).png().toBuffer();
  let served = 0;
  const server = createServer((request, response) => {
    if (!/^\/\d+\/\d+\/\d+\.png$/.test(request.url ?? '')) {
      response.writeHead(404).end();
      return;
    }
    served += 1;
    response.writeHead(200, {
      'content-type': 'image/png',
      'cache-control': 'public, max-age=3600',
      'access-control-allow-origin': '*',
    });
    response.end(tile);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    tileUrl: `http://127.0.0.1:${port}/{z}/{x}/{y}.png`,
    served: () => served,
    stop: () => new Promise((resolve) => server.close(() => resolve())),
  };
}

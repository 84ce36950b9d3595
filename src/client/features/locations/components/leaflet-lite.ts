// Only the parts of Leaflet's sources the map uses (map and its handlers, tiles, circle markers,
// tooltips, zoom and attribution controls), so the map's chunk stays inside the 40 KB budget.
import 'leaflet/src/layer/vector/SVG.js';
import 'leaflet/src/layer/vector/Renderer.getRenderer.js';
import 'leaflet/src/layer/Tooltip.js';
import 'leaflet/src/control/Control.Zoom.js';
import 'leaflet/src/control/Control.Attribution.js';

export { map } from 'leaflet/src/map/index.js';
export { tileLayer } from 'leaflet/src/layer/tile/TileLayer.js';
export { circleMarker } from 'leaflet/src/layer/vector/CircleMarker.js';

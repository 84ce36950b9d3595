// Only the parts of Leaflet's sources the map uses (map and its handlers, tiles, markers with HTML
// icons, zoom, scale and attribution controls), so the map's chunk stays inside the 40 KB budget.
import 'leaflet/src/control/Control.Zoom.js';
import 'leaflet/src/control/Control.Attribution.js';

export { map } from 'leaflet/src/map/index.js';
export { tileLayer } from 'leaflet/src/layer/tile/TileLayer.js';
export { marker } from 'leaflet/src/layer/marker/Marker.js';
export { divIcon } from 'leaflet/src/layer/marker/DivIcon.js';
export { scale } from 'leaflet/src/control/Control.Scale.js';

// Leaflet's own sources carry no types; they are the same functions the 'leaflet' types describe.
declare module 'leaflet/src/map/index.js' {
  export { map } from 'leaflet';
}
declare module 'leaflet/src/layer/tile/TileLayer.js' {
  export { tileLayer } from 'leaflet';
}
declare module 'leaflet/src/layer/vector/CircleMarker.js' {
  export { circleMarker } from 'leaflet';
}
declare module 'leaflet/src/*';

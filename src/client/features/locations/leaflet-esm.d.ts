// Leaflet's own sources carry no types; they are the same functions the 'leaflet' types describe.
declare module 'leaflet/src/map/index.js' {
  export { map } from 'leaflet';
}
declare module 'leaflet/src/layer/tile/TileLayer.js' {
  export { tileLayer } from 'leaflet';
}
declare module 'leaflet/src/layer/marker/Marker.js' {
  export { marker } from 'leaflet';
}
declare module 'leaflet/src/layer/marker/DivIcon.js' {
  export { divIcon } from 'leaflet';
}
declare module 'leaflet/src/control/Control.Scale.js' {
  export { scale } from 'leaflet';
}
declare module 'leaflet/src/*';

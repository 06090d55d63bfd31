import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { useEffect, useRef } from 'react';
import { MapContainer, Marker, Popup, TileLayer } from 'react-leaflet';
import type { ContactConfig } from '@taxlens/contracts';
import { CONTACT_INFO_BOX_DELAY_MS } from '@taxlens/contracts';
import classes from './office-map.module.css';

// The marker images are bundled with the app (never fetched from a CDN), so the marker shows offline.
const OFFICE_ICON = L.icon({
  iconUrl: markerIcon,
  iconRetinaUrl: markerIcon2x,
  shadowUrl: markerShadow,
  iconSize: [25, 41],
  iconAnchor: [12, 41],
  popupAnchor: [1, -34],
  shadowSize: [41, 41],
});

/** Spec 1 §2: a map with a marker at the office; its info box opens after 1 second. */
export function OfficeMap({ config }: { config: ContactConfig }) {
  const marker = useRef<L.Marker>(null);
  const { office } = config;

  useEffect(() => {
    const timer = window.setTimeout(() => marker.current?.openPopup(), CONTACT_INFO_BOX_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  return (
    <div className={classes.map} role="region" aria-label={`Map showing ${office.name}, ${office.address.join(', ')}`}>
      <MapContainer center={[office.lat, office.lng]} zoom={15} scrollWheelZoom={false} style={{ height: '100%', width: '100%' }}>
        <TileLayer url={config.tileUrl} attribution={config.tileAttribution} />
        <Marker position={[office.lat, office.lng]} icon={OFFICE_ICON} ref={marker} alt={`${office.name} office`}>
          <Popup autoPan={false}>
            <strong>{office.name}</strong>
            {office.address.map((line) => (
              <div key={line}>{line}</div>
            ))}
          </Popup>
        </Marker>
      </MapContainer>
    </div>
  );
}

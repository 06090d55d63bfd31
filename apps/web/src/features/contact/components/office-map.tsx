import 'leaflet/dist/leaflet.css';
import L from 'leaflet';
import markerIcon2x from 'leaflet/dist/images/marker-icon-2x.png';
import markerIcon from 'leaflet/dist/images/marker-icon.png';
import markerShadow from 'leaflet/dist/images/marker-shadow.png';
import { Text } from '@mantine/core';
import { useEffect, useRef, useState } from 'react';
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

  // Offline, or the tile server refuses us: a plain sentence rather than a grey box (decision 163).
  const [tiles, setTiles] = useState<'waiting' | 'shown' | 'failed'>(config.tileUrl ? 'waiting' : 'failed');

  useEffect(() => {
    const timer = window.setTimeout(() => marker.current?.openPopup(), CONTACT_INFO_BOX_DELAY_MS);
    return () => window.clearTimeout(timer);
  }, []);

  if (tiles === 'failed') {
    return (
      <div className={classes.fallback} role="note" aria-label="Map">
        <Text fw={600}>The map cannot be shown right now.</Text>
        <Text size="sm">{`${office.name} is at ${office.address.join(', ')}.`}</Text>
      </div>
    );
  }

  return (
    <div className={classes.map} role="region" aria-label={`Map showing ${office.name}, ${office.address.join(', ')}`}>
      <MapContainer
        center={[office.lat, office.lng]}
        zoom={15}
        scrollWheelZoom={false}
        style={{ height: '100%', width: '100%' }}
      >
        <TileLayer
          url={config.tileUrl}
          attribution={config.tileAttribution}
          eventHandlers={{
            tileload: () => setTiles('shown'),
            // One missing tile among shown ones is a gap; failing before any shows is no map at all.
            tileerror: () => setTiles((now) => (now === 'shown' ? now : 'failed')),
          }}
        />
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

import InstallMobileIcon from '@mui/icons-material/InstallMobile';
import { Button } from '@mui/material';
import { useEffect, useState } from 'react';
import { installOffer, type InstallPromptEvent } from '../../install-offer';

/** The browser's offer to install the app while it stands: a new one may come after a refusal. */
function useInstallOffer(): [InstallPromptEvent | undefined, (offer: undefined) => void] {
  const [offer, setOffer] = useState(() => installOffer.event);
  useEffect(() => {
    const offered = () => setOffer(installOffer.event);
    const installed = () => setOffer((installOffer.event = undefined));
    // An offer made while this code downloaded.
    offered();
    addEventListener('beforeinstallprompt', offered);
    addEventListener('appinstalled', installed);
    return () => {
      removeEventListener('beforeinstallprompt', offered);
      removeEventListener('appinstalled', installed);
    };
  }, []);
  return [offer, setOffer];
}

/**
 * Installs the app on a shopkeeper's phone, from where it opens like any other app, in a window of its
 * own: the order desk one tap away. Shown while the browser offers it.
 */
export default function InstallAppButton() {
  const [offer, setOffer] = useInstallOffer();
  if (!offer) return null;
  const install = () => {
    // An offer answers one prompt only.
    setOffer((installOffer.event = undefined));
    void offer.prompt();
  };
  return (
    <Button size="small" variant="contained" startIcon={<InstallMobileIcon />} onClick={install} sx={{ ml: 1 }}>
      Install app
    </Button>
  );
}

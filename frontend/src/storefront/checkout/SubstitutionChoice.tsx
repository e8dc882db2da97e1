import { FormControlLabel, Paper, Radio, RadioGroup, Typography } from '@mui/material';
import { enumMembers } from '../../api/enum-members';
import {
  SUBSTITUTION_PREFERENCES,
  type SubstitutionPreference,
} from '../../components/orders/substitution-preferences';

const CHOICES = enumMembers(SUBSTITUTION_PREFERENCES);

/** What the shop should do when it cannot supply an item of this order; "Call me" unless changed. */
export function SubstitutionChoice({
  value,
  onChange,
}: {
  value: SubstitutionPreference;
  onChange: (value: SubstitutionPreference) => void;
}) {
  return (
    <Paper variant="outlined" component="section" aria-labelledby="substitution-heading" sx={{ p: 2.5 }}>
      <Typography variant="h6" component="h2" id="substitution-heading" sx={{ mb: 1 }}>
        If an item is unavailable
      </Typography>
      <RadioGroup
        aria-labelledby="substitution-heading"
        value={value}
        onChange={(event) => onChange(event.target.value as SubstitutionPreference)}
      >
        {CHOICES.map((choice) => (
          <FormControlLabel
            key={choice}
            value={choice}
            control={<Radio />}
            sx={{ alignItems: 'flex-start', mb: 0.5, '& .MuiRadio-root': { pt: 0.5 } }}
            label={
              <span>
                <Typography component="span" sx={{ fontWeight: 600, display: 'block' }}>
                  {SUBSTITUTION_PREFERENCES[choice].label}
                </Typography>
                <Typography component="span" variant="body2" color="text.secondary">
                  {SUBSTITUTION_PREFERENCES[choice].hint}
                </Typography>
              </span>
            }
          />
        ))}
      </RadioGroup>
    </Paper>
  );
}

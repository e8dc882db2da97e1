import { Box, Typography } from '@mui/material';
import { useState } from 'react';
import {
  Datagrid,
  FunctionField,
  NumberField,
  SearchInput,
  SelectInput,
  SimpleList,
  TextField,
  type RowClickFunction,
} from 'react-admin';
import { BackOfficeList } from '../../backoffice/BackOfficeList';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';
import { formatDateTime } from '../../format';
import { MailStateChip, mailStateChoices, type OutgoingMail } from './mail-states';
import { OutgoingMailDialog } from './OutgoingMailDialog';

const filters = [
  <SearchInput key="q" source="q" placeholder="Search address or subject" alwaysOn />,
  <SelectInput key="state" source="state" label="State" choices={mailStateChoices} alwaysOn />,
];

function NoMail() {
  return (
    <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
      No mail yet.
    </Typography>
  );
}

function Recipient({ mail }: { mail: OutgoingMail }) {
  return (
    <Box sx={{ minWidth: 0 }}>
      {mail.toName}
      <Typography variant="body2" color="text.secondary" sx={{ overflowWrap: 'anywhere' }}>
        {mail.to}
      </Typography>
    </Box>
  );
}

/**
 * Every mail the marketplace sent or would have sent, newest first: without an SMTP server they are
 * kept here, so a newcomer sees them all. A click on a mail opens it.
 */
export function OutgoingMailList() {
  const isSmall = useIsSmallScreen();
  const [opened, setOpened] = useState<OutgoingMail>();
  // react-admin types the clicked record loosely; this list's records are outgoing mails.
  const open: RowClickFunction = (_id, _resource, mail) => {
    setOpened(mail as OutgoingMail);
    return false;
  };
  return (
    <>
      <BackOfficeList
        title="Outgoing mail"
        filters={filters}
        sort={{ field: 'createdAt', order: 'DESC' }}
        empty={<NoMail />}
      >
        {isSmall ? (
          <SimpleList<OutgoingMail>
            rowClick={open}
            primaryText={(mail) => mail.subject}
            secondaryText={(mail) => `${mail.toName} <${mail.to}> · ${mail.kind} · ${formatDateTime(mail.createdAt)}`}
            tertiaryText={(mail) => <MailStateChip state={mail.state} />}
            empty={<NoMail />}
          />
        ) : (
          <Datagrid rowClick={open} bulkActionButtons={false} empty={<NoMail />}>
            <FunctionField<OutgoingMail>
              label="Date"
              sortBy="createdAt"
              render={(mail) => formatDateTime(mail.createdAt)}
            />
            <FunctionField<OutgoingMail> label="To" sortBy="emailTo" render={(mail) => <Recipient mail={mail} />} />
            <TextField source="subject" sortable={false} />
            <TextField source="kind" sortable={false} />
            <FunctionField<OutgoingMail>
              label="State"
              sortBy="state"
              render={(mail) => <MailStateChip state={mail.state} />}
            />
            <NumberField source="attempts" sortable={false} />
          </Datagrid>
        )}
      </BackOfficeList>
      {opened && <OutgoingMailDialog mail={opened} onClose={() => setOpened(undefined)} />}
    </>
  );
}

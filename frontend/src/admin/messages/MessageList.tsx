import { Box, Typography } from '@mui/material';
import { Datagrid, EmailField, FunctionField, SearchInput, SimpleList, TextField, useRecordContext } from 'react-admin';
import { BackOfficeList } from '../../backoffice/BackOfficeList';
import type { components } from '../../api/schema';
import { csvExporter } from '../../backoffice/csv-exporter';
import { formatDateTime } from '../../format';
import { useIsSmallScreen } from '../../backoffice/useIsSmallScreen';

type ContactMessage = components['schemas']['ContactMessageResponse'];

/** The message itself, opened under its row. */
function MessageBody() {
  const message = useRecordContext<ContactMessage>();
  if (!message) return null;
  return (
    <Box sx={{ py: 1 }} data-testid="message-body">
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {message.phone ? `Phone: ${message.phone}` : 'No phone given'}
      </Typography>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{message.message}</Typography>
    </Box>
  );
}

const filters = [<SearchInput key="q" source="q" placeholder="Search messages" alwaysOn />];

/** What people sent through the contact page, newest first; a click on a row opens the message. */
export function MessageList() {
  const isSmall = useIsSmallScreen();
  return (
    <BackOfficeList
      title="Contact messages"
      filters={filters}
      exporter={csvExporter}
      sort={{ field: 'createdAt', order: 'DESC' }}
      empty={
        <Typography color="text.secondary" sx={{ p: 3, textAlign: 'center' }}>
          No messages yet.
        </Typography>
      }
    >
      {isSmall ? (
        <SimpleList<ContactMessage>
          linkType={false}
          primaryText={(message) => message.subject}
          secondaryText={(message) => `${message.name} <${message.email}> · ${message.category}: ${message.message}`}
          tertiaryText={(message) => formatDateTime(message.createdAt)}
        />
      ) : (
        <Datagrid rowClick="expand" expand={<MessageBody />} bulkActionButtons={false}>
          <TextField source="name" />
          <EmailField source="email" />
          <TextField source="category" />
          <TextField source="subject" />
          <FunctionField<ContactMessage>
            source="createdAt"
            label="Received"
            render={(message) => formatDateTime(message.createdAt)}
          />
        </Datagrid>
      )}
    </BackOfficeList>
  );
}

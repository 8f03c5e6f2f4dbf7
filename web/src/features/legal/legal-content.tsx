import { Typography, Stack } from '@mui/material';

function Section({ title, children }: { title: string; children: string }) {
  return (
    <Stack spacing={0.5}>
      <Typography variant="h6" component="h3">
        {title}
      </Typography>
      <Typography color="text.secondary">{children}</Typography>
    </Stack>
  );
}

export function TermsContent() {
  return (
    <Stack spacing={2}>
      <Section title="Who may use Money Garden">
        You must be at least 18 years old to create an account. Money Garden is for individuals tracking their own
        money.
      </Section>
      <Section title="What the service does">
        You upload PDF bank statements; we extract and categorise the transactions and show them to you. We do not
        connect to your bank accounts and we do not give financial advice.
      </Section>
      <Section title="Price">
        Money Garden is free. If a paid feature is ever introduced, you will get at least 30 days&apos; notice.
      </Section>
      <Section title="Your account">
        Inactive accounts are deleted after 2 years. When you delete your account, all your data is removed within 30
        days.
      </Section>
    </Stack>
  );
}

export function PrivacyContent() {
  return (
    <Stack spacing={2}>
      <Section title="What we store">
        Your name, email, country of residence, date of birth, optional gender and password (held by our identity
        provider), plus the statements you upload, the transactions extracted from them, balances, spending categories
        and budget goals.
      </Section>
      <Section title="How it is processed">
        AI services process anonymised transaction descriptions and amounts to categorise them. Data is encrypted in
        transit and at rest.
      </Section>
      <Section title="What we never do">
        We do not sell your data, we do not connect to your bank accounts, and we give no financial advice.
      </Section>
      <Section title="Access and retention">
        Administrative access uses multi-factor authentication and role-based access controls. Inactive accounts are
        deleted after 2 years; deleting your account removes all data within 30 days.
      </Section>
    </Stack>
  );
}

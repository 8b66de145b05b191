import { graphql } from '@/gql/gql';

export const MyTwoFactorQuery = graphql(`
  query MyTwoFactor {
    myTwoFactor {
      enrolled
      enrolledAt
      required
      allowed
      recoveryCodesLeft
      apiKeys {
        keyId
        label
        createdAt
        lastUsedAt
      }
    }
  }
`);

export const StartAccountEnrolmentMutation = graphql(`
  mutation StartAccountEnrolment {
    startTwoFactorEnrolment {
      challengeId
      secret
      otpauthUri
    }
  }
`);

export const ConfirmAccountEnrolmentMutation = graphql(`
  mutation ConfirmAccountEnrolment($challengeId: ID!, $code: String!) {
    confirmTwoFactorEnrolment(challengeId: $challengeId, code: $code) {
      recoveryCodes
    }
  }
`);

export const RegenerateRecoveryCodesMutation = graphql(`
  mutation RegenerateRecoveryCodes($code: String!) {
    regenerateRecoveryCodes(code: $code)
  }
`);

export const CreateApiKeyMutation = graphql(`
  mutation CreateApiKey($label: String!) {
    createApiKey(label: $label) {
      keyId
      label
      apiKey
    }
  }
`);

export const RevokeApiKeyMutation = graphql(`
  mutation RevokeApiKey($keyId: ID!) {
    revokeApiKey(keyId: $keyId)
  }
`);

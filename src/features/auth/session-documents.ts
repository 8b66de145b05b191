import { graphql } from '@/gql/gql';

export const LoginMutation = graphql(`
  mutation Login($username: String!, $password: String!) {
    login(username: $username, password: $password) {
      token
      userDetail {
        userName
        isLogin
        role
      }
      challenge {
        code
        challengeId
      }
    }
  }
`);

export const VerifyTwoFactorMutation = graphql(`
  mutation VerifyTwoFactor($challengeId: ID!, $code: String!) {
    verifyTwoFactor(challengeId: $challengeId, code: $code) {
      token
      userDetail {
        userName
        isLogin
        role
      }
    }
  }
`);

export const StartTwoFactorEnrolmentMutation = graphql(`
  mutation StartTwoFactorEnrolment($challengeId: ID) {
    startTwoFactorEnrolment(challengeId: $challengeId) {
      challengeId
      secret
      otpauthUri
    }
  }
`);

export const ConfirmTwoFactorEnrolmentMutation = graphql(`
  mutation ConfirmTwoFactorEnrolment($challengeId: ID!, $code: String!) {
    confirmTwoFactorEnrolment(challengeId: $challengeId, code: $code) {
      recoveryCodes
      login {
        token
        userDetail {
          userName
          isLogin
          role
        }
      }
    }
  }
`);

export const LogoutMutation = graphql(`
  mutation Logout {
    logout
  }
`);

import { graphql } from '@/gql/gql';

/** The startup machine's calls (spec §7): five lists, then theme config, then support info. */
export const StartupSportsQuery = graphql(`
  query StartupSports {
    sports {
      sportId
      sportName
      highlight
    }
  }
`);

export const StartupAllEventsQuery = graphql(`
  query StartupAllEvents {
    allEvents {
      sportId
      events {
        exEventId
        sportId
        sportName
        eventName
        eventTime
        inPlay
        tournamentId
        tournamentName
      }
    }
  }
`);

export const StartupRacingEventsQuery = graphql(`
  query StartupRacingEvents {
    racingEvents {
      exEventId
      sportId
      sportName
      eventName
      eventTime
      tournamentId
      tournamentName
    }
  }
`);

export const StartupExchangeTypesQuery = graphql(`
  query StartupExchangeTypes {
    exchangeTypes {
      exchangeId
      exchangeName
      highlight
      sequence
    }
  }
`);

export const StartupCasinoQuery = graphql(`
  query StartupCasino {
    casinoLobby {
      eventId
      gameName
      companyName
      popular
      link
      image
    }
  }
`);

export const StartupThemeQuery = graphql(`
  query StartupTheme {
    themeConfig {
      variables {
        name
        value
      }
      exchangeFavicon
      exchangeTitle
      themeColor
      exchangeLogo
      moneyLocale
    }
  }
`);

export const StartupSupportQuery = graphql(`
  query StartupSupport {
    supportInfo {
      channels {
        channel
        value
      }
    }
  }
`);

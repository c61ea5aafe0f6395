Feature: New app version
  When a new version of the storefront is launched, a browser that still runs the old one announces it in a
  dialog and reloads itself 3 seconds later, so no customer keeps ordering with an outdated app.

  Scenario Outline: A newer or otherwise different version is announced
    Given this browser last ran the app version "<last run>"
    And the app version "<published>" is published
    When the app checks for a new version
    Then the new version dialog <dialog>

    Examples:
      | last run | published  | dialog        |
      | 1.2.9    | 1.2.10     | shows         |
      | 1.2.10   | 1.3.0      | shows         |
      | 1.2.10   | 1.2.10     | does not show |
      | 1.2.10   | 1.2.9      | shows         |
      | 1.0      | 1.0.0      | does not show |
      | 2.0.0    | build-7f3a | shows         |

  Scenario: A first visit remembers the version without announcing it
    Given this browser has never run the app
    And the app version "1.3.0" is published
    When the app checks for a new version
    Then the new version dialog does not show
    And this browser now remembers the app version "1.3.0"
    And the page is not reloaded for a new version

  Scenario: The page reloads 3 seconds after the new version dialog, with the old app's caches cleared
    Given this browser last ran the app version "1.2.9"
    And the app version "1.3.0" is published
    When the app checks for a new version
    Then the new version dialog shows
    And this browser now remembers the app version "1.3.0"
    When 2.9 seconds pass after the new version dialog
    Then the page is not reloaded for a new version
    When 0.1 seconds pass after the new version dialog
    Then the page reloads once for the new version, with caches cleared

  Scenario: A version is announced only once
    Given this browser last ran the app version "1.2.9"
    And the app version "1.3.0" is published
    When the app checks for a new version
    And the app checks for a new version
    Then the new version dialog showed 1 time

  Scenario: A version file that cannot be read changes nothing
    Given this browser last ran the app version "1.2.9"
    And the app version cannot be read
    When the app checks for a new version
    Then the new version dialog does not show
    And this browser now remembers the app version "1.2.9"

Feature: Store opening days
  A store's information dialog lists the days it opens and its hours on each day.
  When none of the stores found is open, the customer is told so.

  Scenario: Opening days are listed in week order with each day's hours
    Given the store "Pizzeria Napoli" keeps these opening hours:
      | day       | from  | to    |
      | Saturday  | 12:00 | 23:00 |
      | Monday    | 17:00 | 22:00 |
      | Monday    | 10:30 | 14:00 |
      | Wednesday | 10:30 | 22:00 |
      | Sunday    | 12:00 | 21:00 |
    When the customer reads the opening days of "Pizzeria Napoli"
    Then the opening days read:
      | day       | hours                    |
      | Monday    | 10:30–14:00, 17:00–22:00 |
      | Wednesday | 10:30–22:00              |
      | Saturday  | 12:00–23:00              |
      | Sunday    | 12:00–21:00              |

  Scenario: A store with no opening hours lists no days
    Given the store "Deli Nopea" keeps no opening hours
    When the customer reads the opening days of "Deli Nopea"
    Then no opening days are listed

  Scenario Outline: The closed-stores alert
    Given the grocery listing has <open> open and <closed> closed stores
    When the customer looks for an open grocery store
    Then <alert>

    Examples:
      | open | closed | alert                                                                                                           |
      | 0    | 3      | the closed-stores alert reads "We're closed, sorry!" and "There are currently no open stores, come back later." |
      | 0    | 1      | the closed-stores alert reads "We're closed, sorry!" and "There are currently no open stores, come back later." |
      | 1    | 2      | no closed-stores alert is shown                                                                                 |
      | 2    | 0      | no closed-stores alert is shown                                                                                 |
      | 0    | 0      | no closed-stores alert is shown                                                                                 |

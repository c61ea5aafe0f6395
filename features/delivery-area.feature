Feature: Delivery area
  A store delivers within a radius around its address, measured along the earth's surface.
  A customer whose location is known and outside that circle cannot put the store's products in
  the cart, and the store listing says so. A customer exactly on the edge is inside, and whatever
  is not known (the customer's location, the store's position, its radius) keeps no one out.

  Background:
    Given these products are on the shelves:
      | product | store         |
      | Latte   | Kahvila Aalto |
    And "Kahvila Aalto" stands at latitude 60.1699, longitude 24.9384 and delivers within 5 km

  Scenario Outline: Within the radius, the edge included, the customer can order
    Given the customer is <distance> km <direction> of "Kahvila Aalto"
    When the customer puts 1 "Latte" in the cart
    Then the cart now holds 1 "Latte"

    Examples:
      | distance | direction |
      | 0        | north     |
      | 4.9      | east      |
      | 4.999    | south     |
      | 5        | north     |
      | 5        | west      |

  Scenario Outline: Beyond the radius the customer is told
    Given the customer is <distance> km <direction> of "Kahvila Aalto"
    When the customer puts 1 "Latte" in the cart
    Then the cart warns "Sorry, the store is not delivering in your area"
    And the cart is now empty

    Examples:
      | distance | direction |
      | 5.001    | north     |
      | 5.1      | west      |
      | 40       | south     |

  Scenario Outline: Real places, by their coordinates
    Given "Kahvila Aalto" delivers within <radius> km
    And the customer is at latitude <latitude>, longitude <longitude>
    When the customer puts 1 "Latte" in the cart
    Then the cart now has <lines> lines
    And the cart warns <warning>

    Examples:
      | place                    | latitude | longitude | radius | lines | warning                                           |
      | Helsinki Central Station | 60.1719  | 24.9414   | 5      | 1     | nothing                                           |
      | Tapiola, Espoo           | 60.1756  | 24.8050   | 5      | 0     | "Sorry, the store is not delivering in your area" |
      | Tapiola, Espoo           | 60.1756  | 24.8050   | 10     | 1     | nothing                                           |
      | Tampere                  | 61.4978  | 23.7610   | 150    | 0     | "Sorry, the store is not delivering in your area" |
      | Tampere                  | 61.4978  | 23.7610   | 200    | 1     | nothing                                           |

  Scenario Outline: What is not known keeps no one out
    Given the customer is at latitude 61.4978, longitude 23.7610
    And <what is not known>
    When the customer puts 1 "Latte" in the cart
    Then the cart now holds 1 "Latte"

    Examples:
      | what is not known                        |
      | the customer's location is not known     |
      | "Kahvila Aalto" has no known position    |
      | "Kahvila Aalto" sets no delivery radius  |
      | "Kahvila Aalto" delivers within 0 km     |

  Scenario Outline: The store listing marks a store that does not deliver to the customer
    Given the customer is <distance> km north of "Kahvila Aalto"
    When the customer opens the restaurant listing
    Then the listing shows "Kahvila Aalto" <note>

    Examples:
      | distance | note                             |
      | 3        | without a delivery-area note     |
      | 5        | without a delivery-area note     |
      | 7        | with "Not in your delivery area" |

  Scenario: The store listing marks no store while the customer's location is not known
    Given the customer's location is not known
    When the customer opens the restaurant listing
    Then the listing shows "Kahvila Aalto" without a delivery-area note

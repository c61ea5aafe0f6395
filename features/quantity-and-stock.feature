Feature: Quantity and stock
  A customer may put as many units of a product in the cart as the store has left, or up to 99
  when the store does not count them. The counter lowers a quantity while it is 1 or more, and a
  quantity of 0 removes the line. A product out of stock cannot be put in the cart at all.

  Background:
    Given these products are on the shelves:
      | product   | store         |
      | Latte     | Kahvila Aalto |
      | Croissant | Kahvila Aalto |

  Scenario Outline: Up to the units left, or up to 99 when they are not counted, the quantity is taken
    Given the units left of "Croissant" are <units left>
    When the customer puts <quantity> "Croissant" in the cart
    Then the cart now holds <quantity> "Croissant"
    And the cart warns nothing

    Examples:
      | units left  | quantity |
      | 1           | 1        |
      | 5           | 5        |
      | 100         | 100      |
      | not counted | 1        |
      | not counted | 98       |
      | not counted | 99       |

  Scenario Outline: Beyond the units left, or beyond 99, the customer is told and nothing is added
    Given the units left of "Croissant" are <units left>
    When the customer puts <quantity> "Croissant" in the cart
    Then the cart warns "Selected Product exceeds the total remaining units"
    And the cart is now empty

    Examples:
      | units left  | quantity |
      | 1           | 2        |
      | 5           | 6        |
      | 100         | 101      |
      | not counted | 100      |
      | not counted | 101      |

  Scenario Outline: The counter changes the quantity of a line up to its maximum
    Given the units left of "Croissant" are <units left>
    And the customer has already put <before> "Croissant" in the cart
    When the customer sets the quantity of "Croissant" to <asked> on the product list
    Then the cart now holds <after> "Croissant"
    And the cart warns <warning>

    Examples:
      | units left  | before | asked | after | warning                                              |
      | not counted | 98     | 99    | 99    | nothing                                              |
      | not counted | 99     | 100   | 99    | "Selected Product exceeds the total remaining units" |
      | 5           | 4      | 5     | 5     | nothing                                              |
      | 5           | 5      | 6     | 5     | "Selected Product exceeds the total remaining units" |
      | 1           | 1      | 2     | 1     | "Selected Product exceeds the total remaining units" |
      | not counted | 2      | 1     | 1     | nothing                                              |

  Scenario Outline: The counter's buttons
    Given the units left of "Croissant" are <units left>
    And the customer has already put <quantity> "Croissant" in the cart
    Then the "Croissant" counter <up> go up and <down> go down

    Examples:
      | units left  | quantity | up     | down |
      | not counted | 1        | can    | can  |
      | not counted | 98       | can    | can  |
      | not counted | 99       | cannot | can  |
      | 5           | 4        | can    | can  |
      | 5           | 5        | cannot | can  |
      | 1           | 1        | cannot | can  |

  Scenario: Lowering the quantity to 0 on the product list removes the line at once
    Given the customer has already put these in the cart:
      | product   | quantity |
      | Latte     | 2        |
      | Croissant | 1        |
    When the customer sets the quantity of "Croissant" to 0 on the product list
    Then the cart now has these lines:
      | product | quantity |
      | Latte   | 2        |

  Scenario: Lowering the quantity to 0 on the cart screen asks first
    Given the customer has already put 1 "Croissant" in the cart
    When the customer sets the quantity of "Croissant" to 0 on the cart screen
    Then the customer is asked to confirm removing "Croissant"
    And the cart now holds 1 "Croissant"
    When the customer confirms the removal
    Then the cart is now empty

  Scenario Outline: A product out of stock cannot be put in the cart
    Given the units left of "Latte" are <units left>
    And the merchant <marked> "Latte" as out of stock
    When the customer puts 1 "Latte" in the cart
    Then the cart refuses "Latte" as out of stock
    And the cart is now empty

    Examples:
      | units left  | marked         |
      | 0           | has not marked |
      | 0           | has marked     |
      | not counted | has marked     |

  Scenario Outline: A product in stock can be put in the cart
    Given the units left of "Latte" are <units left>
    And the merchant <marked> "Latte" as out of stock
    When the customer puts 1 "Latte" in the cart
    Then the cart now holds 1 "Latte"

    Examples:
      | units left  | marked         |
      | 3           | has not marked |
      | 3           | has marked     |
      | not counted | has not marked |

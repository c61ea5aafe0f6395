Feature: Cart
  A cart holds the products of one store only and is kept in the browser between visits.
  Customers put products in it from a store's product list, or from a product's details page
  when the product comes in sizes, colours or variants.

  Background:
    Given these products are on the shelves:
      | product      | store           | sizes        | colours   | extras                     |
      | Latte        | Kahvila Aalto   |              |           |                            |
      | Croissant    | Kahvila Aalto   |              |           |                            |
      | Cinnamon Bun | Kahvila Aalto   |              |           |                            |
      | Margherita   | Pizzeria Napoli |              |           |                            |
      | Calzone      | Pizzeria Napoli | Small, Large |           |                            |
      | Kebab        | Pizzeria Napoli |              |           | Sauce: Garlic, Chili, Mint |
      | Cap          | Merch Corner    |              | Red, Blue |                            |
      | Team Hoodie  | Merch Corner    | S, M         | Red, Blue | Print: Name, Number        |

  Scenario: The first product starts a cart for its store
    Given the customer's cart is empty
    When the customer puts 2 "Latte" in the cart
    Then the cart now belongs to "Kahvila Aalto"
    And the cart now holds 2 "Latte"

  Scenario Outline: Another product of the same store adds a line, the same product updates its line
    Given the customer has already put 1 "Latte" in the cart
    When the customer puts <quantity> "<product>" in the cart
    Then the cart now holds <quantity> "<product>"
    And the cart now has <lines> lines

    Examples:
      | product   | quantity | lines |
      | Latte     | 3        | 1     |
      | Latte     | 1        | 1     |
      | Croissant | 2        | 2     |

  Scenario: A product of another store makes the customer choose
    Given the customer has already put 1 "Latte" in the cart
    When the customer puts 1 "Margherita" in the cart
    Then the cart warns "You've already got items in your cart, please complete your first order or clear your cart to add new items."
    And the customer can choose between "Proceed to Cart" and "Clear Cart and Add New Item"
    And the cart now belongs to "Kahvila Aalto"
    And the cart now holds 1 "Latte"

  Scenario Outline: The customer's answer decides which store's cart it is
    Given the customer has already put these in the cart:
      | product   | quantity |
      | Latte     | 1        |
      | Croissant | 2        |
    When the customer puts 1 "Margherita" in the cart
    And the customer chooses "<choice>"
    Then the cart now belongs to "<store>"
    And the cart now has <lines> lines
    And the customer <goes>

    Examples:
      | choice                      | store           | lines | goes                         |
      | Proceed to Cart             | Kahvila Aalto   | 2     | is taken to the cart summary |
      | Clear Cart and Add New Item | Pizzeria Napoli | 1     | stays where they are         |

  Scenario Outline: A product with sizes, colours or variants is chosen on its details page
    Given the customer's cart is empty
    When the customer puts 1 "<product>" in the cart
    Then the customer is sent to the details page of "<product>"
    And the cart is now empty

    Examples:
      | product | comes with        |
      | Calzone | sizes             |
      | Cap     | colours           |
      | Kebab   | a choice of sauce |

  Scenario Outline: Each different choice of a product is a line of its own, the same choice is one line
    Given the customer has already put 1 "Team Hoodie" in size "S", colour "Red" with "Name, Number" in the cart
    When the customer puts 1 "Team Hoodie" in size "<size>", colour "<colour>" with "<print>" in the cart
    Then the cart now has <lines> lines

    Examples:
      | size | colour | print        | lines |
      | S    | Red    | Name, Number | 1     |
      | S    | Red    | Number, Name | 1     |
      | M    | Red    | Name, Number | 2     |
      | S    | Blue   | Name, Number | 2     |
      | S    | Red    | Name         | 2     |

  Scenario: A closed merchant takes nothing into the cart
    Given the shop status of "Kahvila Aalto" is closed
    When the customer puts 1 "Latte" in the cart
    Then the cart warns "Merchant is closed, please try again later"
    And the cart is now empty

  Scenario: Deleting a line keeps the others
    Given the customer has already put these in the cart:
      | product   | quantity |
      | Latte     | 1        |
      | Croissant | 2        |
    When the customer deletes the "Latte" line
    Then the cart now has 1 line
    And the cart now holds 2 "Croissant"

  Scenario: Deleting the last line frees the cart for any store
    Given the customer has already put 1 "Latte" in the cart
    When the customer deletes the "Latte" line
    And the customer puts 1 "Margherita" in the cart
    Then the cart now belongs to "Pizzeria Napoli"
    And the cart warns nothing

  Scenario: Ending the session deletes every line of the cart
    Given the customer has already put these in the cart:
      | product      | quantity |
      | Latte        | 1        |
      | Cinnamon Bun | 3        |
    When the session ends and empties the cart
    Then the cart is now empty

  Scenario: The cart is still there on the next visit
    Given the customer has already put these in the cart:
      | product   | quantity |
      | Latte     | 1        |
      | Croissant | 2        |
    When the customer comes back to the cart later
    Then the cart now has these lines:
      | product   | quantity |
      | Latte     | 1        |
      | Croissant | 2        |

  Scenario: The customer is told when the browser cannot keep the cart
    Given the browser's storage for the cart fails
    When the customer puts 1 "Latte" in the cart
    Then the cart warns "IndexedDb Operation failed"

  Scenario Outline: Products no longer sold leave the cart once the customer has read the notice
    Given the customer has already put these in the cart:
      | product      | quantity |
      | Latte        | 1        |
      | Croissant    | 2        |
      | Cinnamon Bun | 1        |
    When the invoice is refused because these products are no longer sold: "<gone>"
    Then the cart notice reads "Following products no longer available, and will be removed from your shopping cart."
    And the notice names "<gone>"
    And the cart now has 3 lines
    When the customer closes the notice
    Then the cart now holds only "<kept>"

    Examples:
      | gone                | kept                    |
      | Latte               | Croissant, Cinnamon Bun |
      | Croissant           | Latte, Cinnamon Bun     |
      | Latte, Cinnamon Bun | Croissant               |

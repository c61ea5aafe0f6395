Feature: Re-order
  From a past order the customer can order the same products again. Only while the merchant is
  open; the products come back as the store sells them now, no more of each than it has left.
  A cart that already holds items is not replaced without asking.

  Background:
    Given these products are on the shelves:
      | product    | store           |
      | Latte      | Kahvila Aalto   |
      | Croissant  | Kahvila Aalto   |
      | Margherita | Pizzeria Napoli |
    And the customer's past order "A-1001" from "Kahvila Aalto" held:
      | product   | quantity |
      | Latte     | 2        |
      | Croissant | 6        |

  Scenario: A closed merchant cannot be ordered from again
    Given the shop status of "Kahvila Aalto" is closed
    When the customer orders "A-1001" again
    Then the re-order is refused with "Merchant is closed, please try again later"
    And the cart is now empty
    And the customer stays where they are

  Scenario: With an empty cart the order's products fill the cart
    Given the customer's cart is empty
    When the customer orders "A-1001" again
    Then the cart now belongs to "Kahvila Aalto"
    And the cart now has these lines:
      | product   | quantity |
      | Latte     | 2        |
      | Croissant | 6        |
    And the customer is taken to the cart summary

  Scenario Outline: No more of a product comes back than the store has left
    Given the units left of "Croissant" are <units left>
    When the customer orders "A-1001" again
    Then the cart now holds <quantity> "Croissant"
    And the cart now holds 2 "Latte"

    Examples:
      | units left  | quantity |
      | 1           | 1        |
      | 4           | 4        |
      | 5           | 5        |
      | 6           | 6        |
      | 10          | 6        |
      | not counted | 6        |

  Scenario: With items in the cart the customer is asked first
    Given the customer has already put 1 "Margherita" in the cart
    When the customer orders "A-1001" again
    Then the customer can choose between "Clear Cart and Add New Items", "Proceed to Cart" and "Cancel"
    And the cart now belongs to "Pizzeria Napoli"
    And the cart now holds 1 "Margherita"

  Scenario Outline: The customer's answer decides what happens to the cart
    Given the customer has already put 1 "Margherita" in the cart
    When the customer orders "A-1001" again
    And the customer chooses "<choice>"
    Then the cart now belongs to "<store>"
    And the cart now has <lines> lines
    And the customer <goes>

    Examples:
      | choice                       | store           | lines | goes                         |
      | Clear Cart and Add New Items | Kahvila Aalto   | 2     | is taken to the cart summary |
      | Proceed to Cart              | Pizzeria Napoli | 1     | is taken to the cart summary |
      | Cancel                       | Pizzeria Napoli | 1     | stays where they are         |

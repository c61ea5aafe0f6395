import type { RideDto } from '@/contract/transport/ride.contract';
import type { BookedRide, BookedRideStage } from '@/domain/transport/booking-history';
import type { RideProgress } from '@/domain/transport/ride-progress';

export function rideProgressOf(ride: RideDto): RideProgress {
  return {
    invoiceQueryId: ride.query_id,
    shortOrderId: ride.short_order_id,
    status: ride.status,
    rider:
      ride.status === 'rider_assigned' && ride.riderDetails
        ? {
            name: ride.riderDetails.name,
            phoneNumber: ride.riderDetails.phone_number,
            car: ride.riderDetails.car,
            plate: ride.riderDetails.plate,
          }
        : null,
    pickup: ride.pickup.description,
    dropoff: ride.dropoff.description,
    cabType: ride.cab_type,
    basePrice: ride.basePrice,
    nightSurcharge: ride.nightSurcharge,
    price: ride.price,
    payment: ride.payment_status,
    completed: ride.status === 'rider_assigned' && ride.completed_at !== null,
  };
}

/** A ride with a rider whose trip is over reads completed; otherwise its status says where it stands. */
function stageOf(ride: Pick<RideDto, 'status' | 'completed_at'>): BookedRideStage {
  return ride.completed_at !== null ? 'completed' : ride.status;
}

export function bookedRideOf(ride: RideDto): BookedRide {
  return {
    invoiceQueryId: ride.query_id,
    shortOrderId: ride.short_order_id,
    bookedAt: Date.parse(ride.created_at),
    pickup: ride.pickup.description,
    dropoff: ride.dropoff.description,
    cabType: ride.cab_type,
    price: ride.price,
    scheduledAt: ride.advance_booking_time === null ? null : Date.parse(ride.advance_booking_time),
    stage: stageOf(ride),
    payment: ride.payment_status,
  };
}
